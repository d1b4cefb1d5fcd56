import{a as f,u as e,S as h,s as b,n as g}from"./index-BksMqvmY.js";import{u as S,a as v,P as $,T as F,t as k,b as P,f as y,p as E,s as L}from"./PersonalFields-giqgJo4n.js";import{t as r,u as T}from"./theme-BSv2k5Dw.js";import{c as D,B as U,u as w,t as x}from"./toast-pavpLMkZ.js";import{P as B}from"./PageHeader-eKNO9FCG.js";import{L as H}from"./states-BBWBd5Qg.js";import{p as t}from"./text-CAO_X5pG.js";import"./format-sL4Xjdqw.js";import"./FieldMessages-BTsjDN9G.js";import"./text-DNlqVYO-.js";const i=["firstname","lastname","email","birthDate","tel"],I=T`
  margin: 0 ${r.space(4)} ${r.space(6)};
  padding: ${r.space(4)};
  background: ${r.color.surface};
  border-radius: ${r.radius.lg};
  & .actions {
    display: grid;
    gap: ${r.space(3)};
    margin-top: ${r.space(2)};
  }
`;function O(){const a=f.value;return e(h,{children:[e(B,{title:t.updateTitle,backHref:"/profile",backLabel:t.back}),a?e(V,{current:a}):e(H,{rows:3})]})}function V({current:a}){const s=S({resolver:v(E),mode:"onTouched",shouldFocusError:!1,defaultValues:{firstname:a.firstname??"",lastname:a.lastname??"",tel:a.tel??"",email:a.email??"",birthDate:a.birthDate??""}}),{register:l,handleSubmit:n,setError:m,setFocus:u,formState:{errors:c,isSubmitting:o}}=s;return e("form",{class:I,noValidate:!0,onSubmit:n(async p=>{try{b(await w(p))}catch(d){L(d,m,i);return}x("success",t.saved),g("/profile")},y(i,u)),children:[e($,{form:s}),e(F,{...k,error:c.tel?.message,...P(l("tel"))}),e("div",{class:"actions",children:[e(D,{type:"submit",fullWidth:!0,busy:o,children:o?t.saving:t.save}),e(U,{href:"/profile",variant:"ghost",fullWidth:!0,children:t.cancel})]})]})}export{O as default};
