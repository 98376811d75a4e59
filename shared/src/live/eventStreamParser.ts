/** One server-sent event: its name ('message' when the stream gives none) and its data. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as its chunks arrive, which may split lines anywhere. Handles
 * the `event` and `data` fields, comments and blank-line dispatch; `id` and `retry` are
 * not needed by the portal and are skipped.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): ServerEvent[] {
    this.buffer += chunk;
    const events: ServerEvent[] = [];
    let end = this.buffer.indexOf('\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      const event = this.readLine(line);
      if (event) events.push(event);
      end = this.buffer.indexOf('\n');
    }
    return events;
  }

  private readLine(line: string): ServerEvent | null {
    if (line === '') {
      const event =
        this.data.length > 0
          ? { event: this.event || 'message', data: this.data.join('\n') }
          : null;
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}
