import { ApolloProvider } from '@apollo/client/react';
import { Button, Card, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { respondentApollo } from './apollo';
import { createConsentI18n, rememberLanguage } from './i18n';
import { CONSENT_LANGUAGES, type ConsentLanguage } from './translations';

/**
 * The frame of every phone page: the respondent GraphQL client and an i18next instance (the guardian's consent page
 * lets the person switch it; the questionnaire and result pages keep it Korean).
 */
export function RespondentFrame(props: { children: ReactNode; language?: ConsentLanguage }) {
  const [i18n] = useState(() => createConsentI18n(props.language));
  return (
    <ApolloProvider client={respondentApollo}>
      <I18nextProvider i18n={i18n}>
        <Wrapping>{props.children}</Wrapping>
      </I18nextProvider>
    </ApolloProvider>
  );
}

/**
 * Korean wraps between words on a narrow phone (the body's keep-all, and .svs-keep-all for antd Typography, which
 * would split words); Chinese has no spaces and must break between characters, so it gets the normal rule.
 */
function Wrapping(props: { children: ReactNode }) {
  const { i18n } = useTranslation('consent');
  if (i18n.language === 'ko') return <div className="svs-keep-all">{props.children}</div>;
  return <div style={i18n.language === 'zh' ? { wordBreak: 'normal' } : undefined}>{props.children}</div>;
}

/** 한국어 · English · 简体中文 · Tiếng Việt, each named in its own language (and marked so for screen readers). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('consent');
  return (
    <div role="group" aria-label={t('languageLabel')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      {CONSENT_LANGUAGES.map((l) => {
        const current = i18n.language === l.code;
        return (
          <Button
            key={l.code}
            lang={l.code}
            size="middle"
            type={current ? 'primary' : 'default'}
            aria-pressed={current}
            onClick={() => {
              rememberLanguage(l.code);
              void i18n.changeLanguage(l.code);
            }}
          >
            {l.label}
          </Button>
        );
      })}
    </div>
  );
}

/** A card with a heading, for the phone pages' steps. */
export function StepCard(props: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <Card style={{ marginTop: 16 }}>
      <section aria-labelledby={props.id}>
        <Typography.Title level={2} id={props.id} style={{ fontSize: 20, marginTop: 0 }}>
          {props.title}
        </Typography.Title>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {props.children}
        </Space>
      </section>
    </Card>
  );
}
