import { InvalidArgumentError } from "commander";

/** A TCP port from a command-line option; 0 asks the system for a free one. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new InvalidArgumentError(`--port: expected a whole number from 0 to 65535, got '${value}'`);
  }
  return port;
}
