import assert from 'node:assert/strict';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from '../support/harness.mjs';

// How the built app reaches a phone (issue 16, docs/performance.md): every script and
// stylesheet the first page needs arrives compressed and cacheable for good, and the bundle is
// React's production build even though the e2e build runs with NODE_ENV=development
// (support/build.mjs), the README's default.

/** One GET with the given Accept-Encoding, body left as it came over the wire. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** Scripts, module preloads and stylesheets that index.html names. */
function assetsOf(html) {
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(urls)];
}

// Messages only React's development build carries (react-dom-client and the JSX runtime).
const REACT_DEVELOPMENT_MARKERS = [
  'In HTML, %s cannot be a child of',
  'Each child in a list should have a unique',
];

for (const encoding of ['br', 'gzip']) {
  test(`the first page's scripts and styles arrive as ${encoding}, cached for good`, async ({
    baseUrl,
  }) => {
    const index = await rawGet(`${baseUrl}/`, `${encoding}, deflate`);
    const html = index.headers['content-encoding'] ? decoders[encoding](index.body) : index.body;
    // Like every text file, the page is compressed from 1 KB on; naming only a few scripts
    // (vite.config.ts groups the entry's imports in one chunk), it can be smaller.
    if (html.length >= 1024)
      assert.equal(index.headers['content-encoding'], encoding, 'index.html');
    assert.equal(index.headers['cache-control'], 'no-cache', 'index.html is revalidated');
    const assets = assetsOf(html.toString('utf8'));
    assert.ok(
      assets.some((url) => url.endsWith('.js')),
      'index.html names a script',
    );
    assert.ok(
      assets.some((url) => url.endsWith('.css')),
      'index.html names a stylesheet',
    );
    for (const url of assets) {
      const reply = await rawGet(baseUrl + url, `${encoding}, deflate`);
      assert.equal(reply.status, 200, url);
      assert.equal(reply.headers['content-encoding'], encoding, `${url} is sent ${encoding}`);
      assert.match(String(reply.headers.vary), /accept-encoding/i, url);
      assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable', url);
    }
  });
}

test("the bundle is React's production build", async ({ baseUrl }) => {
  const index = await rawGet(`${baseUrl}/`, 'identity');
  const code = [];
  for (const url of assetsOf(index.body.toString('utf8')).filter((u) => u.endsWith('.js'))) {
    code.push((await rawGet(baseUrl + url, 'identity')).body.toString('utf8'));
  }
  const all = code.join('\n');
  assert.match(all, /createRoot/, 'the scripts index.html names include React DOM');
  for (const marker of REACT_DEVELOPMENT_MARKERS) {
    assert.ok(!all.includes(marker), `the bundle holds React's development message "${marker}"`);
  }
});
