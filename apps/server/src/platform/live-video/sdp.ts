/**
 * SDP edits both adapters need. Browsers hide their host addresses behind mDNS names (`<uuid>.local`) when the
 * page has no camera permission (every viewer): a server cannot resolve those (the name only exists on the
 * browser's own network, and asking by multicast from a server is pointless), so we drop them and let the
 * browser's connectivity checks reveal its address (a peer-reflexive candidate), which ICE is built for.
 */
export function withoutMdnsCandidates(sdp: string): string {
  return sdp
    .split(/\r?\n/)
    .filter((line) => !(line.startsWith('a=candidate:') && candidateAddress(line)?.endsWith('.local')))
    .join('\r\n');
}

/** The connection address of an `a=candidate:` line (its fifth field). */
export function candidateAddress(line: string): string | undefined {
  return line.slice('a=candidate:'.length).split(' ')[4];
}

/**
 * Keeps only the candidates `keep` accepts: the SFU's own candidates on interfaces it should not be reached on
 * (tests that must stay on loopback).
 */
export function filterCandidates(sdp: string, keep: (address: string) => boolean): string {
  return sdp
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('a=candidate:') || keep(candidateAddress(line) ?? ''))
    .join('\r\n');
}

/**
 * Behind a 1:1 NAT (a cloud VM), the machine's own address is private: every UDP host candidate on a non-loopback
 * address is repeated with the public address and the same port, which the NAT maps back to the same socket.
 */
export function withAnnouncedAddress(sdp: string, announcedIp: string): string {
  const out: string[] = [];
  for (const line of sdp.split(/\r?\n/)) {
    out.push(line);
    if (!line.startsWith('a=candidate:')) continue;
    const fields = line.slice('a=candidate:'.length).split(' ');
    const [foundation, component, transport, priority, address, port, , type] = fields;
    if (transport?.toLowerCase() !== 'udp' || type !== 'host' || !address || address.startsWith('127.'))
      continue;
    // Just below the private address's priority, with its own foundation (another address, another pair group).
    const announced = [
      `${foundation}9`,
      component,
      transport,
      String(Number(priority) - 1),
      announcedIp,
      port,
    ];
    out.push(`a=candidate:${[...announced, 'typ', 'host'].join(' ')}`);
  }
  return out.join('\r\n');
}

/** The media kinds an SDP has m-lines for. */
export function mediaKinds(sdp: string): Set<string> {
  const kinds = new Set<string>();
  for (const match of sdp.matchAll(/^m=(\w+) /gm)) kinds.add(match[1]!);
  return kinds;
}

/** Splits an SDP into its session part and its media sections (each starting with its m= line). */
function sections(sdp: string): string[][] {
  const out: string[][] = [[]];
  for (const line of sdp.split(/\r?\n/)) {
    if (line.startsWith('m=')) out.push([]);
    out[out.length - 1]!.push(line);
  }
  return out;
}

/** The payload types of a codec (`VP8`) in a media section, from its rtpmap lines. */
function payloadTypes(section: string[], codec: string): string[] {
  const pattern = new RegExp(`^a=rtpmap:(\\d+) ${codec}/`, 'i');
  return section.flatMap((line) => pattern.exec(line)?.[1] ?? []);
}

/**
 * Puts a codec first in the video sections' payload lists, so an answerer that keeps the offer's order (werift)
 * picks it: VP8, which every browser decodes cheaply, before an H.264 some browsers list first.
 */
export function preferVideoCodec(sdp: string, codec: string): string {
  return sections(sdp)
    .map((section) => {
      const [mLine] = section;
      if (!mLine?.startsWith('m=video ')) return section;
      const preferred = payloadTypes(section, codec);
      const [m, port, proto, ...types] = mLine.split(' ');
      const ordered = [
        ...types.filter((t) => preferred.includes(t)),
        ...types.filter((t) => !preferred.includes(t)),
      ];
      return [[m, port, proto, ...ordered].join(' '), ...section.slice(1)];
    })
    .flat()
    .join('\r\n');
}

/**
 * Chromium starts its bandwidth estimate at 300 kbit/s and takes half a minute to reach 720p; a nonstandard fmtp
 * parameter of the answer it receives (`x-google-start-bitrate`, kbit/s) makes it start higher. Added to the first
 * (chosen) video codec.
 */
export function withStartBitrate(sdp: string, kbps: number): string {
  const parameter = `x-google-start-bitrate=${kbps}`;
  return sections(sdp)
    .map((section) => {
      const [mLine] = section;
      if (!mLine?.startsWith('m=video ')) return section;
      const chosen = mLine.split(' ')[3];
      if (!chosen) return section;
      const fmtp = section.findIndex((line) => line.startsWith(`a=fmtp:${chosen} `));
      if (fmtp >= 0) return section.map((line, i) => (i === fmtp ? `${line};${parameter}` : line));
      const rtpmap = section.findIndex((line) => line.startsWith(`a=rtpmap:${chosen} `));
      if (rtpmap < 0) return section;
      return [...section.slice(0, rtpmap + 1), `a=fmtp:${chosen} ${parameter}`, ...section.slice(rtpmap + 1)];
    })
    .flat()
    .join('\r\n');
}
