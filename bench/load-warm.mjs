// The one file bench/load-child.mjs imports before it measures, so that starting the ES
// module loader is not counted as the plugin's load (a host has loaded its own modules
// by the time it loads a plugin).
export const warmed = true;
