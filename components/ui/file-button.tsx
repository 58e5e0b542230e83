import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { buttonClass } from "./button";

/** The picture formats the upload flow takes (PNG, JPEG, WEBP, non-animated GIF). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "onChange" | "children">;

interface FileButtonProps extends InputProps {
  children: ReactNode;
  /** The picked files; the input is cleared, so picking the same file again counts too. */
  onFiles: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file picker that looks like a secondary button. The input sits inside its label,
 * hidden but focusable, so the label is its name and its keyboard focus shows on the button.
 */
export function FileButton({ children, onFiles, ...input }: FileButtonProps) {
  return (
    <label
      className={buttonClass(
        "secondary",
        "sm",
        "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 has-[:disabled]:cursor-wait",
      )}
    >
      <input
        {...input}
        type="file"
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {children}
    </label>
  );
}
