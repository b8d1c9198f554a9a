/* The command runs here, off the page's thread, so a long count or a large
 * CNF never freezes the page, and cancelling is simply terminating this
 * worker. It is a classic worker because the emscripten glue is a classic
 * script loaded with importScripts. Each command gets a fresh module
 * instance, as a process would: the C program's globals start clean and its
 * exit() ends only that instance. The wasm is compiled once and handed to
 * every instance, so a new instance costs milliseconds.
 *
 * Standard output goes through a byte device rather than `print`, because
 * `print` works per line and loses the exact bytes; the bytes are gathered
 * into chunks and transferred, so a CNF of any size streams to the page. */
'use strict';

importScripts('nqueens-cnf.js');

const CHUNK_BYTES = 1 << 20;
let compiled = null;

/* Compiled from the bytes rather than with compileStreaming, which
 * refuses a wasm served without the application/wasm type (some static
 * hosts and file servers); the module is small, so nothing is lost. */
function compileOnce() {
  if (!compiled) {
    compiled = fetch('nqueens-cnf.wasm')
      .then((response) => {
        if (!response.ok) throw new Error('nqueens-cnf.wasm: HTTP ' + response.status);
        return response.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
    compiled.catch(() => { compiled = null; });
  }
  return compiled;
}

/* Bytes of stdout are posted in chunks of CHUNK_BYTES; the buffer is
 * transferred (not copied), so a fresh one is taken after each post. */
function stdoutSink(id) {
  let buffer = new Uint8Array(CHUNK_BYTES);
  let used = 0;
  return {
    put(byte) {
      if (byte === null || byte === undefined) return;
      buffer[used++] = byte & 0xff;
      if (used === CHUNK_BYTES) this.flush();
    },
    flush() {
      if (used === 0) return;
      const chunk = used === CHUNK_BYTES ? buffer : buffer.slice(0, used);
      postMessage({ id, type: 'stdout', chunk }, [chunk.buffer]);
      buffer = new Uint8Array(CHUNK_BYTES);
      used = 0;
    },
  };
}

/* stderr carries both messages and a progress line redrawn with '\r' and
 * terminal escapes; each finished line is posted with the escapes removed. */
function stderrSink(id) {
  let bytes = [];
  const decoder = new TextDecoder();
  const emit = () => {
    if (bytes.length === 0) return;
    const line = decoder.decode(new Uint8Array(bytes)).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    bytes = [];
    if (line.trim() !== '') postMessage({ id, type: 'stderr', line });
  };
  return {
    put(byte) {
      if (byte === null || byte === undefined) return;
      const b = byte & 0xff;
      if (b === 10 || b === 13) emit();
      else bytes.push(b);
    },
    flush: emit,
  };
}

async function run(message) {
  const { id, args, files = {}, outputs = [] } = message;
  const module = await compileOnce();
  const out = stdoutSink(id);
  const err = stderrSink(id);
  const instance = await createNqueensCnf({
    noInitialRun: true,
    stdin: () => null,
    stdout: (b) => out.put(b),
    stderr: (b) => err.put(b),
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((inst) => receive(inst, module));
      return {};
    },
  });
  for (const [path, content] of Object.entries(files)) instance.FS.writeFile(path, content);
  let status;
  try {
    status = instance.callMain(args);
  } catch (e) {
    if (e && typeof e.status === 'number') status = e.status;
    else throw e;
  }
  out.flush();
  err.flush();
  const produced = {};
  const transfer = [];
  for (const path of outputs) {
    try {
      /* The command writes its files atomically (a temporary file, then a
       * rename) and the emulated umask leaves them with mode 0, which the
       * in-memory file system would refuse to read back. */
      instance.FS.chmod(path, 0o644);
      const data = instance.FS.readFile(path);
      produced[path] = data;
      transfer.push(data.buffer);
    } catch (e) {
      /* The command did not write it (an error, or no solution): the
       * page tells that from the status and the missing entry. */
    }
  }
  postMessage({ id, type: 'done', status, files: produced }, transfer);
}

self.onmessage = (event) => {
  const id = event.data && event.data.id;
  run(event.data).catch((e) => {
    postMessage({ id, type: 'failed', message: String((e && e.message) || e) });
  });
};
