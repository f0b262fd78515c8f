import type { Module } from '../../platform/module.js';
import { Form } from './form.entity.js';
import { FormFieldsResolver, FormsResolver } from './forms.resolver.js';
import { formsRoutes } from './forms.rest.js';

export const formsModule: Module = { name: 'forms', entities: [Form], resolvers: [FormsResolver, FormFieldsResolver], routes: formsRoutes };
