// Runs s3rver for the storage tests in a child process started with --openssl-legacy-provider: s3rver seals its
// list continuation tokens with DES, which Node 20's OpenSSL 3 offers only through the legacy provider. Prints the
// port as one JSON line once listening; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
server.run().then(
  ({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
