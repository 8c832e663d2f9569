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

class MemberSink extends Sink {
  constructor(
    readonly memberId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}

describe('RealtimeHub', () => {
  it('subscribes the pub/sub once per topic while any subscriber listens, and fans events out as one frame', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    const [a, b] = [new Sink(), new Sink()];
    await hub.subscribe(a, 'user:1');
    await hub.subscribe(b, 'user:1');
    await hub.publish('user:1', { type: 'live.viewers', data: { count: 1 } });
    const frame = '{"type":"event","topic":"user:1","event":{"type":"live.viewers","data":{"count":1}}}';
    expect(a.frames).toEqual([frame]);
    expect(b.frames).toEqual([frame]);
    hub.unsubscribe(a, 'user:1');
    // The control topic (close commands) is subscribed for the hub's lifetime.
    expect(pubsub.calls).toEqual(['subscribe _control', 'subscribe user:1']);
    hub.disconnect(b);
    expect(pubsub.calls).toEqual(['subscribe _control', 'subscribe user:1', 'unsubscribe user:1']);
    await hub.publish('user:1', { type: 'circle.changed' });
    expect(a.frames).toHaveLength(1);
    expect(hub.connectionCount).toBe(1);
  });

  it('never throws from publish (it runs after a commit) when the broker fails', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    pubsub.failPublish = true;
    await expect(hub.publish('user:1', { type: 'circle.changed' })).resolves.toBeUndefined();
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
    await hub.publish('user:1', { type: 'circle.changed' });
    expect(a.frames).toHaveLength(1);
  });

  it('closes the selected sockets (by member or by session) and forgets them before anything else is sent', async () => {
    const hub = new RealtimeHub(new RecordingPubSub());
    const phone = new MemberSink('m1', 's1');
    const laptop = new MemberSink('m1', 's2');
    const other = new MemberSink('m2', 's3');
    for (const sink of [phone, laptop, other]) await hub.subscribe(sink, `user:${sink.memberId}`);
    await hub.closeSockets({ sessionId: 's1' }, 4401, 'Session ended');
    expect([phone.closedWith, laptop.closedWith, other.closedWith]).toEqual([4401, undefined, undefined]);
    await hub.publish('user:m1', { type: 'circle.changed' });
    expect(phone.frames).toEqual([]);
    expect(laptop.frames).toHaveLength(1);
    await hub.closeSockets({ memberId: 'm1' }, 4401, 'Session ended');
    expect(laptop.closedWith).toBe(4401);
    expect(other.closedWith).toBeUndefined();
    expect(hub.connectionCount).toBe(1);
  });

  it('still closes its own sockets when the broker cannot carry the command', async () => {
    const pubsub = new RecordingPubSub();
    const hub = new RealtimeHub(pubsub);
    const sink = new MemberSink('m1', 's1');
    hub.connect(sink);
    pubsub.failPublish = true;
    await expect(hub.closeSockets({ memberId: 'm1' }, 4401, 'Session ended')).resolves.toBeUndefined();
    expect(sink.closedWith).toBe(4401);
  });
});
