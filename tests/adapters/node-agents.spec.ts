// The keep-alive agents carry the spec's figures: 50 sockets, 10 free, 30 s and 15 s time-outs.
import { createNodeAgents } from '@tavola/adapters/node';

it('given the node agents, then they keep connections alive with the spec limits', () => {
  const { httpAgent, httpsAgent } = createNodeAgents();
  for (const agent of [httpAgent, httpsAgent]) {
    const options = (agent as unknown as { options: Record<string, unknown> }).options;
    expect(agent.maxSockets).toBe(50);
    expect(agent.maxFreeSockets).toBe(10);
    expect(options.keepAlive).toBe(true);
    expect(options.timeout).toBe(30_000);
    expect(options.freeSocketTimeout).toBe(15_000);
    agent.destroy();
  }
});
