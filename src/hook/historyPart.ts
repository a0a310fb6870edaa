// The hook's history as one part, bundled on its own (dist/hook-history.js, see esbuild.mjs): the
// journal's writing (an after-event's entry, with node:crypto) and reading (a refusal that names the
// change made since the agent's read), loaded only by the events that do either.
export { recordCallDone } from './editRecorder';
export { journalChangesSince } from '../node/journal';
