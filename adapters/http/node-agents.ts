// Keep-alive agents for calls made from Node (the server renders pages with the API's data): 50
// sockets, 10 kept free, 30 s socket time-out, 15 s before a free socket closes (spec section 9).
// agentkeepalive rather than Node's Agent because it closes idle sockets before the server does.
import Agent, { HttpsAgent } from 'agentkeepalive';
import { HTTP } from '@tavola/core/constants';

export interface NodeAgents {
  httpAgent: Agent;
  httpsAgent: HttpsAgent;
}

export const AGENT_OPTIONS = {
  maxSockets: HTTP.maxSockets,
  maxFreeSockets: HTTP.maxFreeSockets,
  timeout: HTTP.socketTimeoutMs,
  freeSocketTimeout: HTTP.freeSocketTimeoutMs,
} as const;

export function createNodeAgents(): NodeAgents {
  return { httpAgent: new Agent(AGENT_OPTIONS), httpsAgent: new HttpsAgent(AGENT_OPTIONS) };
}
