import type { UploadTarget } from "./api";
import { h, icon, visuallyHidden } from "./dom";
import { ICONS } from "./icons";

export interface PickedImage {
  file: File;
  /** blob: URL for the thumbnail (the CSP allows blob: images). */
  preview: string;
  /** Set once uploaded, so that a resend after a refusal does not upload it again. */
  uploaded?: UploadTarget;
}

/** What Widget/UploadUrl takes for a question (and the server's sniffing checks again). */
export const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";
/** ClientAsk's limit on fileIds. */
export const MAX_IMAGES = 10;

/** The "Attach image" picker and the strip of chosen images, each with a remove button. */
export function createAttachments(onChange: () => void, onTooMany: () => void) {
  let images: PickedImage[] = [];
  const input = h("input", { type: "file", id: "attach-image", class: "sr-only file-input", accept: IMAGE_TYPES, multiple: true });
  const label = h("label", { for: "attach-image", class: "icon-button", title: "Attach image" }, icon(ICONS.image), visuallyHidden("Attach image"));
  const strip = h("ul", { class: "attachments", "aria-label": "Attached images", hidden: true });

  const render = () => {
    strip.hidden = images.length === 0;
    strip.replaceChildren(
      ...images.map((image) => {
        const remove = h(
          "button",
          { type: "button", class: "attachment-remove", "aria-label": `Remove ${image.file.name}` },
          icon(ICONS.close, "icon icon-small"),
        );
        remove.addEventListener("click", () => {
          images = images.filter((other) => other !== image);
          URL.revokeObjectURL(image.preview);
          render();
          input.focus();
        });
        return h("li", { class: "attachment" }, h("img", { src: image.preview, alt: image.file.name }), remove);
      }),
    );
    onChange();
  };

  input.addEventListener("change", () => {
    const files = Array.from(input.files ?? []).filter((file) => IMAGE_TYPES.split(",").includes(file.type));
    input.value = "";
    const room = MAX_IMAGES - images.length;
    if (files.length > room) onTooMany();
    images = [...images, ...files.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }))];
    render();
  });

  return {
    input,
    label,
    strip,
    get images() {
      return images;
    },
    /** Hands the images over to a message (whose bubble keeps showing their previews). */
    take(): PickedImage[] {
      const taken = images;
      images = [];
      render();
      return taken;
    },
    /** Puts images back after a refused message, so the visitor can send them again. */
    restore(back: PickedImage[]) {
      images = [...back, ...images].slice(0, MAX_IMAGES);
      render();
    },
    setDisabled(disabled: boolean) {
      input.disabled = disabled;
      label.classList.toggle("disabled", disabled);
    },
  };
}
