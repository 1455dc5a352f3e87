// @tavola/adapters/node: what only a Node process uses, the keep-alive HTTP agents for the API calls.
export * from './http/node-agents';
