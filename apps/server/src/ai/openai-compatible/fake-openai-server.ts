import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an OpenAI-compatible server on loopback, speaking the real wire format:
// POST /v1/chat/completions in, `chat.completion` JSON out. Tests script its answers one by one.

type FakeAnswer =
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'slow'; delayMs: number; content: string };

interface FakeRequest {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
  headers: IncomingMessage['headers'];
}

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Answers to give, in order; the last one repeats. */
  script(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let answers: FakeAnswer[] = [];
  let next = 0;
  const requests: FakeRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
    requests.push({ body, headers: req.headers });
    const answer = answers[Math.min(next++, answers.length - 1)];
    if (!answer) throw new Error('The fake server has no scripted answer.');
    if (answer.kind === 'status') {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? { error: { message: `status ${answer.status}` } }));
      return;
    }
    if (answer.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    // Honour json_object mode as real servers do: they only ever return JSON text in it. Our
    // scripted "bad" answers model a model that produced JSON of the wrong shape, or broken
    // JSON when no response_format was sent.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(body.model, answer.content)));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    script(...list) {
      answers = list;
      next = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
