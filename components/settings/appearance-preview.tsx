"use client";

import { useWatch } from "react-hook-form";
import { rgbChannels } from "./color-setting";
import type { SettingsValues } from "./fields";
import { useImageFile } from "./image-setting";

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(channels: readonly number[]) {
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.179 ? "#0f172a" : "#ffffff";
}

const colourOf = (text: string, fallback: [number, number, number]) => rgbChannels(text) ?? fallback;

/** A sketch of the chat window and its bubble with the settings as they stand in the form. */
export function AppearancePreview() {
  const [bubbleColor, userColor, align, icon, picture, welcome, placeholder] = useWatch<SettingsValues>({
    name: ["ChatBubbleColor", "UserMessageColor", "ChatBubbleAlign", "ChatIcon", "ChatProfilePicture", "WelcomeMessage", "UserInputPlaceholder"],
  }) as [string, string, number, string, string, string, string];
  const bubble = colourOf(bubbleColor, [37, 99, 235]);
  const user = colourOf(userColor, [241, 245, 249]);
  const iconUrl = useImageFile(icon).url;
  const pictureUrl = useImageFile(picture).url;
  const left = align === 1;

  return (
    <figure className="sm:col-span-2" aria-labelledby="appearance-preview-caption">
      <figcaption id="appearance-preview-caption" className="mb-1 text-sm font-medium text-slate-800">
        Preview
      </figcaption>
      <div className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${left ? "items-start" : "items-end"}`}>
        <div className="w-full max-w-xs rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
          <div className="flex items-start gap-2">
            {pictureUrl ? (
              <img src={pictureUrl} alt="" className="h-7 w-7 shrink-0 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="h-7 w-7 shrink-0 rounded-full bg-slate-200" />
            )}
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-slate-900">{welcome || "…"}</p>
          </div>
          <p
            data-testid="preview-visitor-message"
            className="ml-auto mt-2 w-fit rounded-lg px-3 py-2"
            style={{ background: `rgb(${user.join(",")})`, color: textOn(user) }}
          >
            Any 3-bedroom homes?
          </p>
          <p className="mt-3 truncate rounded-md border border-slate-300 px-3 py-2 text-slate-600">{placeholder || " "}</p>
        </div>
        <span
          data-testid="preview-bubble"
          className="flex h-12 w-12 items-center justify-center overflow-hidden rounded-full shadow-md"
          style={{ background: `rgb(${bubble.join(",")})`, color: textOn(bubble) }}
        >
          {iconUrl ? (
            <img src={iconUrl} alt="" className="h-full w-full object-cover" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
              <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
            </svg>
          )}
        </span>
      </div>
    </figure>
  );
}
