// Drives the real plugin through the host simulator, one recorded event at a time:
// a human message is a pre-step that resets its agent; a call goes through
// pre-execute → (ask → approval) → guard → body → post-execute, and the body
// "returns" the recorded result. What the breaker decided comes from its observer
// as data (the same hook order the host runs; nothing is read back from messages).
//
// Memory stays bounded whatever the number of agents: the replay keeps the state of at
// most MAX_LIVE_AGENTS agents, and forgets the one idle longest to make room (the
// plugin's per-agent state is keyed by the agent object, so it goes with it). An agent
// that comes back after that starts with an empty window, as after a human message.
import { createHash } from 'node:crypto';
import { applyWithObserver } from '../../index.js';
import { validateConfig } from '../../lib/config.js';
import { letThrough } from '../../lib/let-through.js';
import { truncate } from '../../lib/messages.js';
import { SimHost } from './host-sim.js';
/** Agents whose state a replay keeps at once. */
export const MAX_LIVE_AGENTS = 1000;
/** Agent names longer than this are told apart by their SHA-256 digest. */
const MAX_NAME_KEPT = 256;
/**
 * Replays `events` through a fresh plugin (one log = one host session) and hands each
 * row to `onRow` as soon as it is decided; awaits `onRow`, so a slow consumer slows
 * the replay instead of rows piling up.
 * @throws ConfigError for a bad config; whatever `events` or `onRow` throw.
 */
export async function replayEvents(events, options, onRow) {
    const { previewChars, exempt } = validateConfig(options.disabled === true ? undefined : options.config);
    const maxLive = options.maxLiveAgents ?? MAX_LIVE_AGENTS;
    const host = new SimHost({ approval: options.approve ? 'allowed-once' : 'unavailable', keepRan: false });
    // Calls run one at a time, so whatever the observer hears belongs to the current call.
    let observed = { decisions: [], settlement: undefined };
    const observer = {
        decided: (_exec, decision) => void observed.decisions.push(decision),
        settled: (_exec, settlement) => {
            observed.settlement = settlement;
        },
    };
    const teardown = options.disabled === true ? () => { } : applyWithObserver(host.ctx, options.config, observer);
    /** The live agents, the one idle longest first (a Map keeps insertion order). */
    const agents = new Map();
    let forgottenAgents = 0;
    /** The agent's object, and whether it was made now (first event, or back after being forgotten). */
    const agentObject = (name) => {
        // A long name is kept as its digest: 1,000 names of megabytes each are not held.
        const key = name.length > MAX_NAME_KEPT ? `sha256:${createHash('sha256').update(name).digest('hex')}` : name;
        let agent = agents.get(key);
        const newAgent = agent === undefined;
        if (agent === undefined)
            agent = {};
        else
            agents.delete(key);
        agents.set(key, agent);
        if (agents.size > maxLive) {
            const idlest = agents.keys().next();
            if (idlest.done !== true)
                agents.delete(idlest.value);
            forgottenAgents++;
        }
        return { agent, newAgent };
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
            const { agent, newAgent } = agentObject(event.agent);
            if (event.kind === 'user') {
                await host.preStep(agent, ['user']);
                await onRow({ kind: 'user', event, newAgent });
                continue;
            }
            observed = { decisions: [], settlement: undefined };
            const outcome = await host.execute({
                agent,
                name: event.tool,
                arguments: event.arguments,
                ...(event.result === undefined ? {} : { result: event.result }),
                ...(event.deniedLive === true ? { neverRuns: true } : {}),
            });
            const { decisions, settlement } = observed;
            // An ask (approved or not) is about the hits it asked with; a denial about its own.
            const asked = decisions.find((decision) => decision.verdict === 'ask');
            const final = decisions.at(-1);
            const hits = (final?.verdict === 'deny' ? final : asked)?.hits ?? [];
            const ran = outcome.decision === 'allowed';
            const through = ran ? undefined : letThrough(hits, exempt);
            await onRow({
                kind: 'call',
                index: ++index,
                event,
                newAgent,
                decision: outcome.decision,
                ...(outcome.approval === undefined ? {} : { approval: outcome.approval }),
                hits: hits.map(hitOf),
                change: final?.change ?? false,
                opened: settlement?.opened ?? false,
                forgiven: ran ? (final?.forgiven ?? []).map(forgivenOf) : [],
                ...(through === undefined ? {} : { letThrough: through }),
                deniedLive: event.deniedLive === true,
                ...(ran ? {} : { message: outcome.text }),
                ...(outcome.askReason === undefined ? {} : { askReason: outcome.askReason }),
            });
        }
    }
    finally {
        teardown();
    }
    return { forgottenAgents };
}
/** All rows at once: for tests and small inputs. */
export async function replay(events, options) {
    const rows = [];
    await replayEvents(events, options, (row) => void rows.push(row));
    return rows;
}
