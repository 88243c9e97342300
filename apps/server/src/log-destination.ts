import pino from 'pino';

/**
 * Where the server's log lines go: standard output, written without blocking. At the default
 * LOG_LEVEL=info every request logs two lines, and a synchronous write per line is a system call
 * the request waits for, costly on a small virtual machine. Written asynchronously, the lines that
 * come while a write is in flight are gathered and go out together with the next one, so a busy
 * instance makes few writes and an idle one still writes each line at once. pino writes out what
 * is left, synchronously, when the process exits.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
