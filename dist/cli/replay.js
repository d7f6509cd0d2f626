// Drives the real plugin through the host simulator, one recorded event at a time:
// a human message is a pre-step that resets its agent; a call goes through
// pre-execute → (ask → approval) → guard → body → post-execute, and the body
// "returns" the recorded result.
import plugin from '../index.js';
import { SimHost } from '../lib/host-sim.js';
import { parseAskHits, parseHits } from './hits.js';
export async function replay(events, options) {
    const host = new SimHost({ approval: options.approve ? 'allowed-once' : 'unavailable' });
    plugin.apply(host.ctx, options.config);
    const agents = new Map();
    const agentObject = (name) => {
        let agent = agents.get(name);
        if (agent === undefined) {
            agent = { name };
            agents.set(name, agent);
        }
        return agent;
    };
    const rows = [];
    let index = 0;
    for (const event of events) {
        if (event.kind === 'user') {
            await host.preStep(agentObject(event.agent), ['user']);
            rows.push({ kind: 'user', event });
            continue;
        }
        const outcome = await host.execute({
            agent: agentObject(event.agent),
            name: event.tool,
            arguments: event.arguments,
            ...(event.result === undefined ? {} : { result: event.result }),
        });
        const ran = outcome.decision === 'allowed';
        // A denial lists its own hits; an ask (declined or approved) lists the hits it was about.
        const hits = outcome.decision === 'denied' ? parseHits(outcome.text) : parseAskHits(outcome.askReason);
        rows.push({
            kind: 'call',
            index: ++index,
            event,
            decision: outcome.decision,
            ...(outcome.approval === undefined ? {} : { approval: outcome.approval }),
            hits,
            ...(ran ? {} : { message: outcome.text }),
            ...(outcome.askReason === undefined ? {} : { askReason: outcome.askReason }),
        });
    }
    return rows;
}
