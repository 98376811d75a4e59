const { createConfig } = require('../webpack/createConfig');
const { remoteExposes } = require('../webpack/remoteExposes');

module.exports = createConfig({
  name: 'queues',
  dir: __dirname,
  devPort: 3001,
  title: 'Order queues',
  exposes: remoteExposes('queues'),
  sharedExtras: ['agGrid'],
  // The contract modules a queue screen draws with that the shell does not provide, with the
  // date library and style injection they import: one file, not fourteen of one or two KiB each
  // (docs/benchmarks.md#first-screens-the-scripts-they-download).
  contractChunk:
    /[\\/](remote-queues[\\/]src[\\/](?!features[\\/]orders-list[\\/]lib[\\/]agGrid\.ts).*|shared[\\/]src[\\/](api[\\/]useApiData|dates[\\/]formatters|encoding[\\/]idCodec|folders[\\/]folderRules|orders[\\/]pageSize|roles[\\/]orderRules|paging[\\/]paginationRange|ui[\\/](ConfirmDialog|Dialog|Pager|ScreenTitleBar))\.(tsx?|css)|node_modules[\\/](dayjs|style-loader|css-loader)[\\/].*)$/,
});
