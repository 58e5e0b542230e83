import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

const endpoints = [
  ["Chatbot/Add", "Create a chatbot"],
  ["Chatbot/Edit", "Change a chatbot's settings"],
  ["Chatbot/Get", "Read a chatbot's settings"],
  ["Chatbot/List", "List the workspace's chatbots"],
  ["Chatbot/Remove", "Delete a chatbot and everything it holds"],
  ["Chatbot/ModelList", "Models a chatbot can use"],
  ["Chatbot/RealEstateCreate", "Add a listing"],
  ["Chatbot/RealEstateUpdate", "Update a listing"],
  ["Chatbot/RealEstateList", "List listings with filters and paging"],
  ["Chatbot/RealEstateDelete", "Delete listings"],
] as const;

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <nav aria-label="Account" className="mb-10 flex justify-end gap-3">
        <Link href="/login" className={buttonClass("secondary")}>
          Sign in
        </Link>
        <Link href="/signup" className={buttonClass("primary")}>
          Create an account
        </Link>
      </nav>
      <h1 className="text-4xl font-bold tracking-tight">Casabot</h1>
      <p className="mt-4 text-lg text-slate-700">
        AI chatbots for real estate. Load your listings, tune how your bot looks and behaves, and embed it on your site, where visitors get grounded answers
        about your homes.
      </p>
      <section aria-labelledby="api-heading" className="mt-10">
        <h2 id="api-heading" className="text-xl font-semibold">
          API
        </h2>
        <p className="mt-2 text-slate-700">
          Every endpoint takes a JSON body by <code>POST</code> and replies with the envelope <code>{"{Data, Version, Success, Code, Message}"}</code>. The{" "}
          <Link href="/docs" className="text-blue-800 underline">
            API reference
          </Link>{" "}
          describes every endpoint, also as{" "}
          <a href="/openapi.json" className="text-blue-800 underline">
            OpenAPI 3.1
          </a>
          .
        </p>
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {endpoints.map(([path, purpose]) => (
            <li key={path} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <code className="text-sm font-medium text-blue-800">/chat/{path}</code>
              <span className="text-sm text-slate-600">{purpose}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
