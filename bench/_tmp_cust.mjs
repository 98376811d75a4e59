import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
const urls = new Map(); const sizes = new Map();
cdp.on('Network.responseReceived', (e) => { if (e.type === 'Script') urls.set(e.requestId, e.response.url); });
cdp.on('Network.loadingFinished', (e) => { if (urls.has(e.requestId)) sizes.set(urls.get(e.requestId), e.encodedDataLength); });
await page.goto(base + process.argv[3], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
let total = 0;
for (const [u, s] of [...sizes].sort((a, b) => b[1] - a[1])) { total += s; console.log(String(s).padStart(8), u.replace(base, '')); }
console.log('total', total);
await browser.close();
