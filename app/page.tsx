import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { currentOwner } from "@/lib/auth/current-owner";

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

const features = [
  ["Answers from your listings", "Buyers ask “3 bedrooms under $500k near a park?” and get your homes, with prices, photos and links: never made up."],
  ["In the buyer's language", "English, Spanish and French, on its own. When it does not know, it says so and offers an agent."],
  ["Leads to your inbox", "Names, e-mails and phone numbers left in chat, with the listing they looked at, in one inbox you can export."],
  ["On your site in one line", "Paste one script tag into any website builder. It matches your colours and works on phones."],
] as const;

const steps = ["Import your listings from the spreadsheet you already keep", "Try it in the chat tester", "Paste it on your site and go live"];

export default async function HomePage() {
  const owner = await currentOwner();
  return (
    <main className="mx-auto max-w-4xl px-6 py-12 sm:py-16">
      <nav aria-label="Account" className="mb-10 flex flex-wrap items-center justify-between gap-3">
        <span className="text-lg font-bold tracking-tight">Casabot</span>
        <span className="flex flex-wrap gap-3">
          {owner ? (
            <Link href="/chatbots" className={buttonClass("primary")}>
              Go to your dashboard
            </Link>
          ) : (
            <>
              <Link href="/login" className={buttonClass("secondary")}>
                Sign in
              </Link>
              <Link href="/signup" className={buttonClass("primary")}>
                Create an account
              </Link>
            </>
          )}
        </span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">A chatbot that knows every home you list</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        For agents and agencies: load your listings, and visitors on your site get right answers about your homes at any hour, in their language. You get the
        leads.
      </p>
      {owner && (
        <p className="mt-4 text-sm text-slate-700">
          Signed in as {owner.user.email}.{" "}
          <Link href="/chatbots" className="font-medium text-blue-800 underline">
            Open your chatbots
          </Link>
        </p>
      )}
      <section aria-labelledby="features-heading" className="mt-12">
        <h2 id="features-heading" className="sr-only">
          What it does
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map(([title, text]) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-heading" className="mt-12">
        <h2 id="how-heading" className="text-xl font-semibold">
          Live in three steps
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="api-heading" className="mt-12">
        <h2 id="api-heading" className="text-xl font-semibold">
          API
        </h2>
        <p className="mt-1 text-sm text-slate-600">For developers and brokerage systems: the same service, by HTTP.</p>
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
