import { describe, expect, it } from "vitest";
import { widgetFramePath, widgetFrameTag, widgetScriptTag } from "@/lib/widget/embed";
import { allowedHosts } from "@/lib/widget/origins";

const id = "0123456789abcdef0123456789abcdef";

describe("embed snippets", () => {
  it("names the loader and the chatbot in one line", () => {
    expect(widgetScriptTag("https://chat.example.com", id)).toBe(`<script src="https://chat.example.com/widget.js" data-chatbot="${id}" async></script>`);
  });

  it("frames the widget's page, titled by the chatbot's name with HTML escaped", () => {
    expect(widgetFramePath(id)).toBe(`/widget/${id}`);
    expect(widgetFrameTag("http://localhost:3000", id, `Tom & Jo's "Best" <Homes>`)).toBe(
      `<iframe src="http://localhost:3000/widget/${id}" title="Chat with Tom &amp; Jo's &quot;Best&quot; &lt;Homes&gt;" ` +
        `style="width:100%;max-width:400px;height:600px;border:0" allow="microphone"></iframe>`,
    );
  });
});

describe("allowedHosts", () => {
  it("lists Domains line by line, then CustomDomain, once each", () => {
    expect(allowedHosts({ Domains: "www.example.com\n*.example.org\n", CustomDomain: "chat.example.com" })).toEqual([
      "www.example.com",
      "*.example.org",
      "chat.example.com",
    ]);
    expect(allowedHosts({ Domains: "chat.example.com", CustomDomain: "chat.example.com" })).toEqual(["chat.example.com"]);
    expect(allowedHosts({ Domains: "", CustomDomain: "" })).toEqual([]);
  });
});
