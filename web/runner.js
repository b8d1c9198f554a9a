/* The page's side of the worker protocol. One Runner owns one worker and
 * runs one command at a time; asking for another while one runs queues it,
 * so the page never mixes two commands' output. Cancelling terminates the
 * worker, which is the only way to stop a running wasm program, and starts
 * a fresh one at once so the next command does not wait. */

export class Runner {
  constructor(onBusyChange) {
    this.onBusyChange = onBusyChange || (() => {});
    this.queue = [];
    this.current = null;
    this.nextId = 1;
    this.worker = this.spawn();
  }

  spawn() {
    const worker = new Worker('worker.js');
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.finish({ failed: event.message || 'the worker could not start' });
    };
    return worker;
  }

  get busy() {
    return this.current !== null;
  }

  /* job: {args, files, outputs, onStdout(chunk), onStderr(line)}.
   * Resolves with {status, files, stderr: [lines]} or {cancelled: true}. */
  run(job) {
    return new Promise((resolve) => {
      this.queue.push({ ...job, resolve, id: this.nextId++, stderr: [] });
      this.pump();
    });
  }

  pump() {
    if (this.current || this.queue.length === 0) return;
    this.current = this.queue.shift();
    this.onBusyChange(true);
    const { id, args, files, outputs } = this.current;
    this.worker.postMessage({ id, args, files, outputs });
  }

  receive(message) {
    const job = this.current;
    if (!job || message.id !== job.id) return;
    if (message.type === 'stdout') {
      if (job.onStdout) job.onStdout(message.chunk);
    } else if (message.type === 'stderr') {
      job.stderr.push(message.line);
      if (job.onStderr) job.onStderr(message.line);
    } else if (message.type === 'done') {
      this.finish({ status: message.status, files: message.files });
    } else if (message.type === 'failed') {
      this.finish({ failed: message.message });
    }
  }

  finish(result) {
    const job = this.current;
    if (!job) return;
    this.current = null;
    job.resolve({ ...result, stderr: job.stderr });
    if (this.queue.length === 0) this.onBusyChange(false);
    this.pump();
  }

  /* Drops what is queued too: after a cancel the user starts afresh. */
  cancel() {
    if (!this.current && this.queue.length === 0) return;
    this.worker.terminate();
    this.worker = this.spawn();
    const pending = this.current ? [this.current, ...this.queue] : this.queue;
    this.current = null;
    this.queue = [];
    for (const job of pending) job.resolve({ cancelled: true, stderr: job.stderr });
    this.onBusyChange(false);
  }
}

/* The command's messages, without what only makes sense in a terminal:
 * the program's name and the pointer to its --help. */
export function errorLines(stderr) {
  return stderr.filter((line) => /^nqueens-cnf: /.test(line))
    .map((line) => line.replace(/^nqueens-cnf: /, '').replace(/ \(see 'nqueens-cnf [^']*--help'\)$/, ''));
}
