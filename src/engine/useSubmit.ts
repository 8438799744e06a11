// A screen's write (busy state, the server's message as the success toast, failures the spec's way, refresh of
// related reads): it lives in engine/data/ with the other data hooks; this path stays for the screens importing it.
export { useSubmit, type Submit, type SubmitOptions, type RunOptions } from './data/hooks';
