import { EventStreamParser } from '../../src/live/eventStreamParser';

describe('EventStreamParser', () => {
  it('reads named events and their data, skipping comments and retry', () => {
    const parser = new EventStreamParser();
    expect(
      parser.push('retry: 2000\n\n: keep-alive\n\nevent: ready\ndata: {"lastId":3}\n\n'),
    ).toEqual([{ event: 'ready', data: '{"lastId":3}' }]);
  });

  it('joins events split across chunks anywhere, even inside a line', () => {
    const parser = new EventStreamParser();
    const stream =
      'event: changed\ndata: {"lastId":4}\n\nevent: changed\r\ndata: {"lastId":5}\r\n\r\n';
    const events = [...stream].flatMap((char) => parser.push(char));
    expect(events).toEqual([
      { event: 'changed', data: '{"lastId":4}' },
      { event: 'changed', data: '{"lastId":5}' },
    ]);
  });

  it("names an event without a name 'message' and joins several data lines", () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: one\ndata:two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('dispatches nothing for an event without data, and nothing before the blank line', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: ready\n\n')).toEqual([]);
    expect(parser.push('event: changed\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'changed', data: '{}' }]);
  });
});
