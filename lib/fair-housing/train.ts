import { expand, type Sample, splitByTemplate } from "@/lib/classify/corpus";
import { evaluate } from "@/lib/classify/evaluate";
import { LinearModel } from "@/lib/classify/linear";
import { EN_TEMPLATES } from "./corpus/en";
import { ES_TEMPLATES } from "./corpus/es";
import { FR_TEMPLATES } from "./corpus/fr";
import type { TemplateSet } from "@/lib/classify/corpus";
import { decide, TRAINING } from "./model";
import { complianceReply } from "./replies";
import { FAIR_HOUSING_LABELS, FAIR_HOUSING_LEXICONS, readForFairHousing } from "./reader";

// Training the fair-housing model (scripts/train-fair-housing.ts writes it; a unit test checks that
// the committed lib/fair-housing/model.json is what this gives): the template corpus in three
// languages, a model trained without every TRAINING.holdEvery-th template and scored on them, then
// the model of record trained on every template.

function examples(samples: readonly Sample[]) {
  return samples.map((sample) => ({ features: readForFairHousing(sample.text).features, label: sample.label }));
}

/** The bot's own refusals, a sentence at a time: the output check reads them in a model's reply too. */
const REFUSALS: TemplateSet[] = (["en", "es", "fr"] as const).map((language) => {
  const name = ({ en: "English", es: "Spanish", fr: "French" } as const)[language];
  const texts = [
    complianceReply("steer", name),
    complianceReply("safety", name),
    complianceReply("steer", name, { tenants: true }),
    complianceReply("steer", name, { safety: true }),
  ].flatMap((text) => text.split(/(?<=[.!?])\s+/));
  return { language, slots: {}, templates: texts.map((text) => ({ label: "ok", text })) };
});

export function trainFairHousing() {
  const samples = expand([EN_TEMPLATES, ES_TEMPLATES, FR_TEMPLATES, ...REFUSALS], FAIR_HOUSING_LEXICONS, TRAINING.corpus);
  const { train, test } = splitByTemplate(samples, TRAINING.holdEvery);
  const held = LinearModel.train(examples(train), FAIR_HOUSING_LABELS, TRAINING.model);
  const predicted = test.map((sample) => ({ sample, predicted: decide(held, sample.text).label }));
  const model = LinearModel.train(examples(samples), FAIR_HOUSING_LABELS, TRAINING.model);
  return {
    samples,
    test: predicted,
    heldOut: evaluate(
      predicted.map(({ sample, predicted }) => ({ label: sample.label, predicted })),
      FAIR_HOUSING_LABELS,
    ),
    model,
    json: `${JSON.stringify(model.toJSON())}\n`,
  };
}
