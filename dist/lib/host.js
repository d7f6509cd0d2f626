// The slice of the DSH host API this plugin touches, written once and used by
// index.ts, the simulator and the tests. Field names follow @deepseek-ai/dsh-tools
// 0.1.0-rc.8; everything is optional or `unknown` where the host may hand us
// something unexpected, because the guard must survive any input.
export {};
