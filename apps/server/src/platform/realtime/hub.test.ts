import { describe, expect, it } from 'vitest';
import { RealtimeHub, type RealtimeSubscriber } from './hub.ts';
import { InProcessPubSub, type PubSubHandlers } from './pubsub.ts';

class Sink implements RealtimeSubscriber {
  frames: string[] = [];
  closedWith: number | undefined;
  send(frame: string) {
    this.frames.push(frame);
  }
  close(code: number) {
    this.closedWith = code;
  }
}

/** An in-process pub/sub that records what the hub asks of it, and can be made to fail. */
class RecordingPubSub extends InProcessPubSub {
  calls: string[] = [];
  failPublish = false;
  failSubscribe = false;
  handlersOf: PubSubHandlers | undefined;
  override listen(handlers: PubSubHandlers) {
    this.handlersOf = handlers;
    super.listen(handlers);
  }
  override async publish(topic: string, payload: string) {
    if (this.failPublish) throw new Error('broker down');
    return super.publish(topic, payload);
  }
  override async subscribe(topic: string) {
    this.calls.push(`subscribe ${topic}`);
    if (this.failSubscribe) throw new Error('broker down');
    return super.subscribe(topic);
  }
  override async unsubscribe(topic: string) {
    this.calls.push(`unsubscribe ${topic}`);
    return super.unsubscribe(topic);
  }
}

describe('RealtimeHub', () => {
  it('subscribes the pub/sub once per topic while any subscriber listens, and fans events out as one frame', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    const [a, b] = [new Sink(), new Sink()];
    await hub.subscribe(a, 'user:1');
    await hub.subscribe(b, 'user:1');
    await hub.publish('user:1', { type: 'x', data: { n: 1 } });
    const frame = '{"type":"event","topic":"user:1","event":{"type":"x","data":{"n":1}}}';
    expect(a.frames).toEqual([frame]);
    expect(b.frames).toEqual([frame]);
    hub.unsubscribe(a, 'user:1');
    expect(pubsub.calls).toEqual(['subscribe user:1']);
    hub.disconnect(b);
    expect(pubsub.calls).toEqual(['subscribe user:1', 'unsubscribe user:1']);
    await hub.publish('user:1', { type: 'y' });
    expect(a.frames).toHaveLength(1);
    expect(hub.connectionCount).toBe(1);
  });

  it('never throws from publish (it runs after a commit) when the broker fails', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    pubsub.failPublish = true;
    await expect(hub.publish('user:1', { type: 'x' })).resolves.toBeUndefined();
  });

  it('rejects a subscription the broker refused and leaves no trace of it', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    pubsub.failSubscribe = true;
    const sink = new Sink();
    await expect(hub.subscribe(sink, 'user:1')).rejects.toThrow('broker down');
    expect(hub.subscriberCount('user:1')).toBe(0);
    expect(hub.topicsOf(sink).size).toBe(0);
  });

  it('tells every socket to resync when the broker may have lost events, and closes sockets on close', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    const [a, b] = [new Sink(), new Sink()];
    await hub.subscribe(a, 'user:1');
    hub.connect(b);
    pubsub.handlersOf!.resync();
    expect(a.frames).toEqual(['{"type":"resync"}']);
    expect(b.frames).toEqual(['{"type":"resync"}']);
    await hub.close();
    expect([a.closedWith, b.closedWith]).toEqual([1001, 1001]);
    expect(hub.connectionCount).toBe(0);
    await hub.publish('user:1', { type: 'after-close' });
    expect(a.frames).toHaveLength(1);
  });
});
