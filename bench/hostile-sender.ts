// `node bench/hostile-sender.ts '<json HostileSenderTask>'`: sends the hostile corpus
// (tests/fixtures/hostile/) to POST /api/teams/roster in a loop from a process of its own, so
// that making and sending the files never shares a CPU with the bench's /healthz probe. Prints
// "sending" once the files are made, then one JSON line with what the server answered.
import { hostileCorpus } from "../tests/fixtures/hostile/corpus.ts";
import { type RosterSender, sendCorpus } from "../tests/support/hostile-load.ts";

export type HostileSenderTask = RosterSender & { durationSeconds: number; concurrency: number };

export type HostileSenderResult = {
  files: number;
  /** answers by status */
  statuses: Record<string, number>;
  seconds: number;
};

const task = JSON.parse(process.argv[2] ?? "{}") as HostileSenderTask;
const corpus = hostileCorpus();
console.log("sending");
const started = performance.now();
const statuses: Record<string, number> = {};
let files = 0;
while (performance.now() - started < task.durationSeconds * 1000) {
  for (const answer of await sendCorpus(task, corpus, {
    rounds: 1,
    concurrency: task.concurrency,
  })) {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    files += 1;
  }
}
const result: HostileSenderResult = {
  files,
  statuses,
  seconds: (performance.now() - started) / 1000,
};
console.log(JSON.stringify(result));
