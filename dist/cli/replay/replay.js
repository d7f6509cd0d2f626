// Drives the real plugin through the host simulator, one recorded event at a time:
// a human message is a pre-step that resets its agent; a call goes through
// pre-execute → (ask → approval) → guard → body → post-execute, and the body
// "returns" the recorded result. What the breaker decided comes from its observer
// as data (the same hook order the host runs; nothing is read back from messages).
import { applyWithObserver, resolveConfig } from '../../index.js';
import { truncate } from '../../lib/messages.js';
import { SimHost } from './host-sim.js';
/**
 * Replays `events` through a fresh plugin (one log = one host session) and hands each
 * row to `onRow` as soon as it is decided; awaits `onRow`, so a slow consumer slows
 * the replay instead of rows piling up.
 * @throws ConfigError for a bad config; whatever `events` or `onRow` throw.
 */
export async function replayEvents(events, options, onRow) {
    const { previewChars } = resolveConfig(options.config);
    const host = new SimHost({ approval: options.approve ? 'allowed-once' : 'unavailable' });
    // Calls run one at a time, so whatever the observer hears belongs to the current call.
    let observed = { decisions: [], settlement: undefined };
    const teardown = applyWithObserver(host.ctx, options.config, {
        decided: (_exec, decision) => void observed.decisions.push(decision),
        settled: (_exec, settlement) => {
            observed.settlement = settlement;
        },
    });
    const agents = new Map();
    const agentObject = (name) => {
        let agent = agents.get(name);
        if (agent === undefined) {
            agent = { name };
            agents.set(name, agent);
        }
        return agent;
    };
    const hitOf = ({ fingerprint, next, cap, counted }) => ({
        fingerprint: truncate(fingerprint.head, previewChars, fingerprint.length),
        kind: fingerprint.kind,
        count: next,
        cap,
        counted,
    });
    const forgivenOf = ({ fingerprint, next, cap, inWindow }) => ({
        fingerprint: truncate(fingerprint.head, previewChars, fingerprint.length),
        kind: fingerprint.kind,
        count: next,
        cap,
        inWindow,
    });
    try {
        let index = 0;
        for await (const event of events) {
            if (event.kind === 'user') {
                await host.preStep(agentObject(event.agent), ['user']);
                await onRow({ kind: 'user', event });
                continue;
            }
            observed = { decisions: [], settlement: undefined };
            const outcome = await host.execute({
                agent: agentObject(event.agent),
                name: event.tool,
                arguments: event.arguments,
                ...(event.result === undefined ? {} : { result: event.result }),
            });
            const { decisions, settlement } = observed;
            // An ask (approved or not) is about the hits it asked with; a denial about its own.
            const asked = decisions.find((decision) => decision.verdict === 'ask');
            const final = decisions.at(-1);
            const hits = (final?.verdict === 'deny' ? final : asked)?.hits ?? [];
            const ran = outcome.decision === 'allowed';
            await onRow({
                kind: 'call',
                index: ++index,
                event,
                decision: outcome.decision,
                ...(outcome.approval === undefined ? {} : { approval: outcome.approval }),
                hits: hits.map(hitOf),
                change: final?.change ?? false,
                opened: settlement?.opened ?? false,
                forgiven: ran ? (final?.forgiven ?? []).map(forgivenOf) : [],
                ...(ran ? {} : { message: outcome.text }),
                ...(outcome.askReason === undefined ? {} : { askReason: outcome.askReason }),
            });
        }
    }
    finally {
        teardown();
    }
}
/** All rows at once: for tests and small inputs. */
export async function replay(events, options) {
    const rows = [];
    await replayEvents(events, options, (row) => void rows.push(row));
    return rows;
}
