// /referensi-api: the API reference for implementers, drawn by Swagger UI from GET /api/v1/openapi.json (the
// description the server makes from the routes' own schemas and gates). The document is read through the data
// provider with the user's token; "Try it out" sends the same token. Swagger UI is loaded only on this page.
import { useEffect, useRef } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import 'swagger-ui-dist/swagger-ui.css';
import { useApiQuery } from '../../engine/data';
import { getSession } from '../../engine/session';

/**
 * Swagger UI's badges in colours that read (WCAG AA contrast, as every screen here); no Authorize box: calls carry the
 * user's own login.
 */
const REFERENCE_STYLE = {
  bgcolor: 'background.paper',
  '& .swagger-ui .info .title small': { backgroundColor: '#4f5663' },
  '& .swagger-ui .info .title small.version-stamp': { backgroundColor: '#3d6600' },
  '& .swagger-ui .scheme-container': { display: 'none' },
} as const;

export default function ReferensiApi() {
  const translate = useTranslate();
  const doc = useApiQuery<Record<string, unknown>>('openapi.json');
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!doc.data || !host.current) return;
    let gone = false;
    void import('swagger-ui-dist/swagger-ui-es-bundle.js').then(({ default: SwaggerUI }) => {
      if (gone || !host.current) return;
      SwaggerUI({
        spec: doc.data,
        domNode: host.current,
        deepLinking: false,
        docExpansion: 'none',
        defaultModelsExpandDepth: -1,
        // x-gate: who may call each operation.
        showExtensions: true,
        requestInterceptor: (req: { headers: Record<string, string> }) => {
          const token = getSession()?.token;
          if (token) req.headers['x-auth-token'] = token;
          return req;
        },
      });
    });
    return () => {
      gone = true;
    };
  }, [doc.data]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('kilau.shell.pages.referensi-api')} />
      {doc.isPending && <LinearProgress aria-label={translate('kilau.shell.pages.referensi-api')} />}
      <Box ref={host} data-testid="api-reference" sx={REFERENCE_STYLE} />
    </Box>
  );
}
