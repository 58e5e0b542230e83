/** The /chat route a path names, in any case and with or without trailing slashes, or undefined when it names none. */
export function canonicalChatPath(pathname: string): string | undefined;
