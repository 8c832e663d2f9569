// HAProxy's configuration for instances of the server behind one balancer (docs/decisions/049): the journeys' two
// instances (scripts/e2e-instances.mjs) and bench/mixed's --instances use it.
//
// Round-robin with health checks every second; a request whose connection an instance refuses is sent to another
// (retry-on conn-failure: it never reached a server, so even a POST is safe to resend). A request in flight on an
// instance that dies fails with 502, visibly. Video signalling is sticky: a viewer's SFU session is negotiated in two
// requests (watch, then answer) held by the instance that opened its Janus handle. An instance is taken out after
// three failed health checks (HTTP/1.1 with a Host: Node refuses an HTTP/1.0 request without one), each allowed 5 s: a busy instance answers late (bench/mixed saturates both) and must not
// be dropped for it, while a dead one refuses connections, which the retry above covers at once.

/**
 * @param {{ balancerPort: number, instancePorts: number[], statsSocket?: string }} ports `statsSocket`: a Unix socket
 *   path for HAProxy's runtime API (`show stat`: each instance's state and last check), as its test reads them.
 */
export function haproxyConfig({ balancerPort, instancePorts, statsSocket }) {
  const servers = (cookie) =>
    instancePorts
      .map(
        (port, i) =>
          `  server i${i} 127.0.0.1:${port}${cookie ? ` cookie i${i}` : ''} check inter 1s fall 3 rise 1`,
      )
      .join('\n');
  return `global
  maxconn 4096${statsSocket ? `\n  stats socket ${statsSocket}` : ''}
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 5s
  retries 2
  retry-on conn-failure
  option redispatch
frontend web
  bind 127.0.0.1:${balancerPort}
  acl video_signalling path_reg ^/api/live/(streams/[^/]+/)?video
  use_backend video if video_signalling
  default_backend app
backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
${servers(false)}
backend video
  balance roundrobin
  cookie SWAPYARD_VIDEO insert indirect nocache httponly
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
${servers(true)}
`;
}
