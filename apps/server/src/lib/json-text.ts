import type { FastifyReply } from 'fastify';

/**
 * Answers with a JSON document the database already wrote (json_build_object ... ::text): fastify
 * sends a string or bytes under a JSON content type as they are, past the route's serializer
 * (decision 046). Only for statements whose shape the route's tests read back through its
 * response contract.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
