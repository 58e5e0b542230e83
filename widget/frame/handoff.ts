import { NETWORK_MESSAGE, type HandoffInput } from "./api";
import { h } from "./dom";

function field(id: string, label: string, control: HTMLInputElement | HTMLTextAreaElement) {
  control.id = id;
  control.name = id;
  return h("div", { class: "field" }, h("label", { for: id }, label), control);
}

/**
 * "Talk to a person": a small dialog asking for a name, an e-mail address or phone
 * number, and a message. Submit resolves with what the server answers the visitor.
 */
export function createHandoffDialog(options: {
  submit: (input: HandoffInput) => Promise<string>;
  background: () => HTMLElement[];
  done: (reply: string) => void;
}) {
  const name = h("input", { type: "text", autocomplete: "name", maxlength: "200" });
  const email = h("input", { type: "email", autocomplete: "email", maxlength: "320" });
  const phone = h("input", { type: "tel", autocomplete: "tel", maxlength: "50" });
  const message = h("textarea", { rows: "3", maxlength: "2000" });
  const error = h("p", { class: "form-error", role: "alert" });
  const cancel = h("button", { type: "button", class: "secondary-button" }, "Cancel");
  const submit = h("button", { type: "submit", class: "primary-button" }, "Send request");
  const form = h(
    "form",
    { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "handoff-heading", "aria-describedby": "handoff-intro", novalidate: true },
    h("h2", { id: "handoff-heading" }, "Talk to a person"),
    h("p", { id: "handoff-intro", class: "dialog-intro" }, "Leave a way to reach you and someone from our team will get back to you."),
    field("handoff-name", "Name", name),
    field("handoff-email", "E-mail", email),
    field("handoff-phone", "Phone", phone),
    field("handoff-message", "How can we help?", message),
    error,
    h("div", { class: "dialog-actions" }, cancel, submit),
  );
  const overlay = h("div", { class: "overlay", hidden: true }, form);
  let returnFocus: HTMLElement | null = null;

  const close = () => {
    overlay.hidden = true;
    for (const element of options.background()) element.inert = false;
    returnFocus?.focus();
  };
  cancel.addEventListener("click", close);
  form.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const input: HandoffInput = { Name: name.value.trim(), Email: email.value.trim(), Phone: phone.value.trim(), Message: message.value.trim() };
    const refuse = (text: string) => {
      error.textContent = text;
      email.focus();
    };
    if (!input.Email && !input.Phone) return refuse("Please give an e-mail address or a phone number.");
    if (input.Email && !email.validity.valid) return refuse("Please check the e-mail address.");
    submit.disabled = true;
    try {
      const reply = await options.submit(input);
      form.reset();
      close();
      options.done(reply);
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : NETWORK_MESSAGE;
    } finally {
      submit.disabled = false;
    }
  });

  return {
    element: overlay,
    open() {
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      overlay.hidden = false;
      for (const element of options.background()) element.inert = true;
      name.focus();
    },
  };
}
