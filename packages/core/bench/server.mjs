// Loopback server for fastpath.mjs: a ~1 kB JSON REST answer and a JSON-RPC echo. Listens on 127.0.0.1 only.
import http from 'node:http';

const rest = JSON.stringify({
  blocks: Array.from({ length: 5 }, (_, i) => ({
    blockNumber: String(1000 + i),
    blockHash: `0x${'ab'.repeat(32)}`,
    txCount: i,
    blockTimestamp: 1700000000 + i,
  })),
  nextPageToken: 'abc',
});
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST') {
      const call = JSON.parse(Buffer.concat(chunks).toString());
      const answer = (c) => ({ jsonrpc: '2.0', id: c.id, result: '0xa86a' });
      return res.end(JSON.stringify(Array.isArray(call) ? call.map(answer) : answer(call)));
    }
    res.end(rest);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
process.on('disconnect', () => server.close(() => process.exit(0)));
