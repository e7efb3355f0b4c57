// Runs s3rver in its own process: `node --openssl-legacy-provider s3rver-process.ts <dir>`.
// s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node ≥ 17)
// only offers through its legacy provider; enabling that for this process alone keeps the
// test runner's crypto as it is. Prints `{"port":…}` once listening; exits when stdin closes
// (the test process stopped it, or died).
import S3rver from "s3rver";

const directory = process.argv[2];
if (!directory) throw new Error("usage: s3rver-process.ts <directory>");
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on("close", () => {
  server.close().finally(() => process.exit(0));
});
