import { describe, expect, it } from 'vitest';
import { janusRoomId } from './janus/janus-live-video.ts';
import { Limiter } from './embedded/limiter.ts';
import {
  filterCandidates,
  mediaKinds,
  preferVideoCodec,
  withAnnouncedAddress,
  withoutMdnsCandidates,
  withStartBitrate,
} from './sdp.ts';

const sdp = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=candidate:1 1 udp 2113937151 0b4c1f0e-2f5a-4a8e-9d3c-1f2e3d4c5b6a.local 50000 typ host generation 0',
  'a=candidate:2 1 udp 2122260223 192.168.1.20 50001 typ host generation 0',
  'a=candidate:3 1 udp 2122260222 127.0.0.1 50002 typ host',
  'a=candidate:4 1 udp 1686052607 198.51.100.9 50001 typ srflx raddr 192.168.1.20 rport 50001',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  '',
].join('\r\n');

describe('SDP edits', () => {
  it('drops mDNS candidates, which a server cannot resolve, and keeps the rest', () => {
    const out = withoutMdnsCandidates(sdp);
    expect(out).not.toContain('.local');
    expect(out.match(/a=candidate:/g)).toHaveLength(3);
    expect(out.split('\r\n').length).toBe(sdp.split('\r\n').length - 1);
  });

  it('keeps only the candidates asked for', () => {
    const out = filterCandidates(sdp, (address) => address === '127.0.0.1');
    expect(out.match(/a=candidate:.*/g)).toEqual(['a=candidate:3 1 udp 2122260222 127.0.0.1 50002 typ host']);
  });

  it('announces the public address beside each private UDP host candidate, same port, just below it', () => {
    const out = withAnnouncedAddress(withoutMdnsCandidates(sdp), '203.0.113.7');
    expect(out).toContain('a=candidate:29 1 udp 2122260222 203.0.113.7 50001 typ host\r\n');
    // Not for loopback (nobody outside reaches it), nor for reflexive candidates.
    expect(out.match(/203\.0\.113\.7/g)).toHaveLength(1);
  });

  it('puts VP8 first in the video payload list, wherever the browser listed it', () => {
    const offer = [
      'v=0',
      'm=audio 9 UDP/TLS/RTP/SAVPF 111',
      'a=rtpmap:111 opus/48000/2',
      'm=video 9 UDP/TLS/RTP/SAVPF 102 103 96 97',
      'a=rtpmap:102 H264/90000',
      'a=rtpmap:103 rtx/90000',
      'a=rtpmap:96 VP8/90000',
      'a=rtpmap:97 rtx/90000',
      '',
    ].join('\r\n');
    const out = preferVideoCodec(offer, 'VP8');
    expect(out).toContain('m=video 9 UDP/TLS/RTP/SAVPF 96 102 103 97\r\n');
    expect(out).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n');
    expect(out.split('\r\n')).toHaveLength(offer.split('\r\n').length);
  });

  it("sets Chromium's start bitrate on the chosen video codec, with or without an fmtp line", () => {
    const answer = (fmtp: string[]) =>
      [
        'v=0',
        'm=video 9 UDP/TLS/RTP/SAVPF 96 102',
        'a=rtpmap:96 VP8/90000',
        ...fmtp,
        'a=rtpmap:102 H264/90000',
        '',
      ].join('\r\n');
    expect(withStartBitrate(answer([]), 1000)).toContain(
      'a=rtpmap:96 VP8/90000\r\na=fmtp:96 x-google-start-bitrate=1000\r\n',
    );
    expect(withStartBitrate(answer(['a=fmtp:96 max-fs=12288']), 800)).toContain(
      'a=fmtp:96 max-fs=12288;x-google-start-bitrate=800\r\n',
    );
  });

  it('lists the media kinds', () => {
    expect([...mediaKinds(sdp)]).toEqual(['audio', 'video']);
    expect(mediaKinds('v=0\r\n').size).toBe(0);
  });
});

describe('janusRoomId', () => {
  it('maps a stream id to the same exact, positive room number every time', () => {
    const id = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    expect(janusRoomId(id)).toBe(0x7d4448409dc01);
    expect(Number.isSafeInteger(janusRoomId('ffffffff-ffff-4fff-bfff-ffffffffffff'))).toBe(true);
    expect(() => janusRoomId('not a uuid')).toThrow();
  });
});

describe('Limiter', () => {
  it('runs at most N tasks at once, the others in order', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(n);
        running--;
        if (n === 3) throw new Error('three');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(limiter.queued).toBe(0);
  });
});
