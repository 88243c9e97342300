// Runs autocannon in its own process (so it does not share the server's event loop) and prints
// its JSON result. A body containing [<id>] gets a fresh id per request (unique order numbers).
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const prefix = Math.random().toString(36).slice(2, 8);
let counter = 0;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method ?? 'POST',
  headers: options.headers ?? {},
  body: options.body,
  requests: [
    {
      setupRequest(request) {
        if (options.body?.includes('[<id>]')) {
          request.body = options.body.replace('[<id>]', `${prefix}${(counter++).toString(36)}`);
        }
        return request;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
