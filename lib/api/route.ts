import type { z } from "zod";
import type { TokenSession } from "@/lib/widget/tokens";
import type { HandlerContext, PublicContext } from "@/lib/context";
import type { AuthMode } from "./authenticate";
import { endpoint, type RouteHandler, routeMethods } from "./endpoint";
import { type Access, contract, type Contract, type EndpointContract, type RouteName } from "./openapi/contract";
import { sessionKeyEndpoint } from "./session-key-endpoint";
import { type StreamRequest, streamInBodyOnly, streamInBodyOrAccept } from "./stream-request";
import { originalWidgetPreflight, type WidgetContext, widgetEndpoint, widgetPreflight } from "./widget-endpoint";

/** What a handler gets, by the endpoint's access: a workspace's principal, nothing, or the widget's chatbot and visitor. */
type ContextOf<A extends Access, Input> = A extends AuthMode
  ? HandlerContext<Input>
  : A extends "public"
    ? PublicContext<Input>
    : A extends "widget"
      ? WidgetContext<Input, null>
      : WidgetContext<Input, TokenSession>;

/**
 * The handler of endpoint N: it takes what the entry's access gives and the input its body
 * schema parses, and returns what its reply schema declares (or a Response of its own: a
 * stream, a reply that sets a cookie). So `tsc` fails when a service returns something the
 * OpenAPI document and the typed client do not say.
 */
export type EndpointHandler<N extends RouteName> = (
  context: ContextOf<Contract[N]["access"], z.output<Contract[N]["body"]>>,
) => Promise<z.output<Contract[N]["data"]> | Response>;

const STREAMS: Record<NonNullable<EndpointContract["streams"]>, StreamRequest> = { body: streamInBodyOnly, bodyOrAccept: streamInBodyOrAccept };

// The handler's type is checked against the entry by EndpointHandler; here any does.
type AnyHandler = (context: never) => Promise<unknown>;

function postHandler(entry: EndpointContract, handle: AnyHandler): RouteHandler {
  const spec = { body: entry.body, streams: entry.streams && STREAMS[entry.streams], handle: handle as (context: unknown) => Promise<unknown> };
  switch (entry.access) {
    case "widget":
      return widgetEndpoint(spec);
    case "widgetToken":
      return widgetEndpoint({ ...spec, token: true });
    case "widgetSessionKey":
      return sessionKeyEndpoint(spec);
    default:
      return endpoint({ ...spec, auth: entry.access, ownersOnly: entry.ownersOnly });
  }
}

/**
 * The exports of the route file of endpoint `name`: its entry in the contract says who may call
 * it, the body's schema, whether GET is answered too and how a stream is asked for; the
 * handler does the rest. Widget endpoints answer CORS preflights: those under Widget/ for the
 * chatbot's allowed origins, the original widget's (Chatbot/GetConfig, Chat/Ask) for any
 * origin until the request itself is judged (lib/api/widget-endpoint.ts).
 */
export function route<N extends RouteName>(name: N, handle: EndpointHandler<N>) {
  const entry: EndpointContract = contract[name];
  const post = postHandler(entry, handle);
  const widget = entry.access.startsWith("widget");
  const preflight = widget ? (name.startsWith("Widget/") ? widgetPreflight : originalWidgetPreflight) : undefined;
  return routeMethods({ POST: post, ...(entry.get && { GET: post }), ...(preflight && { OPTIONS: preflight }) });
}
