// The yardstick: the least a Fastify route can do on this machine. Every figure of the
// portal is printed as a multiple of this one, so results compare across machines.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 1, message: 'ok', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
