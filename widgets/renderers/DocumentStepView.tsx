// A document step: a page of text the bank publishes (help, terms, tips, contact details, FAQ).
// Everything is rendered as text by React, never as HTML; telephone and e-mail lines are links
// the device dials or writes to; questions are native disclosures (keyboard operable, no
// script needed); links to other pages are the app's own hash routes. Loaded only by the
// pages that show one (FlowStepView).
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { DocumentSection, DocumentStep, Locale } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { ActionButtons } from './ActionButtons';
import { useEngineKit } from '../../engine/react/kit';
import { stepViewText } from './step-view-texts';
import './document.css';

export const DocumentStepView = observer(function DocumentStepView({ run }: { run: FlowRun }) {
  const kit = useEngineKit();
  const step = run.step as DocumentStep;
  const l = kit.locale;
  const titleId = useId();
  return (
    <article className="document-step" aria-labelledby={titleId}>
      <h1 id={titleId} className="document-title">
        {step.title?.[l]}
      </h1>
      {step.updated && (
        <p className="document-updated">
          {stepViewText('lastUpdated', l)} <time dateTime={step.updated}>{step.updated}</time>
        </p>
      )}
      {step.intro?.map((p, i) => (
        <p key={i} className="document-paragraph">
          {p[l]}
        </p>
      ))}
      {step.sections.map((section, i) => (
        <Section key={i} section={section} locale={l} />
      ))}
      <ActionButtons run={run} actions={step.buttons} scope={run.context} />
    </article>
  );
});

function Section({ section, locale: l }: { section: DocumentSection; locale: Locale }) {
  const headingId = useId();
  const list = section.list;
  const ListTag = list?.ordered ? 'ol' : 'ul';
  return (
    <section className="document-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="document-heading">
        {section.heading[l]}
      </h2>
      {section.paragraphs?.map((p, i) => (
        <p key={i} className="document-paragraph">
          {p[l]}
        </p>
      ))}
      {list && (
        <ListTag className="document-list">
          {list.items.map((item, i) => (
            <li key={i}>{item[l]}</li>
          ))}
        </ListTag>
      )}
      {section.contacts && (
        <dl className="document-contacts">
          {section.contacts.map((c, i) => (
            <div key={i} className="document-contact">
              <dt>{c.label[l]}</dt>
              <dd>
                <a href={c.href} className="document-contact__value">
                  {c.value}
                </a>
                {c.note && <span className="document-contact__note">{c.note[l]}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.questions?.map((q, i) => (
        <details key={i} className="document-question">
          <summary>{q.question[l]}</summary>
          {q.answer.map((a, j) => (
            <p key={j} className="document-paragraph">
              {a[l]}
            </p>
          ))}
          {q.links && <Links links={q.links} locale={l} />}
        </details>
      ))}
      {section.links && <Links links={section.links} locale={l} />}
    </section>
  );
}

function Links({ links, locale: l }: { links: NonNullable<DocumentSection['links']>; locale: Locale }) {
  return (
    <ul className="document-links">
      {links.map((link, i) => (
        <li key={i}>
          <a href={`#${link.to}`}>{link.label[l]}</a>
        </li>
      ))}
    </ul>
  );
}

export { DocumentStepView as default };
