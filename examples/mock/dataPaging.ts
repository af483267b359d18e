// Pages through Data API results two ways: page by page with nextPageToken, and item by item with
// `iterate`. Needs: the Data API (DATA_API_URL, else the public service; an API key is optional); no funds.
import { createDataClient } from '@pkg/data';
import { dataUrl } from '../env.js';

const data = createDataClient({ ...(dataUrl ? { baseUrl: dataUrl } : {}), apiKey: process.env.DATA_API_KEY });

// by hand: each answer carries nextPageToken until the last page
let pageToken: string | undefined;
let pages = 0;
let blocks = 0;
do {
  const page = await data.getLatestBlocks({ chainId: '43114', pageSize: 10, pageToken });
  blocks += page.blocks.length;
  pages++;
  pageToken = page.nextPageToken;
} while (pageToken && pages < 3);
console.log(`${blocks} blocks in ${pages} pages`);

// or let the client follow the tokens: items across pages, stopping when you stop
let seen = 0;
for await (const block of data.iterate.getLatestBlocks({ chainId: '43114', pageSize: 10 })) {
  if (++seen === 1) console.log(`newest block ${block.blockNumber} ${block.blockHash}`);
  if (seen === 25) break; // leaving the loop stops paging
}
console.log(`iterated ${seen} blocks`);
