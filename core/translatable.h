#pragma once
// core/ has no Qt, yet some of its strings reach the screen (operation names, optimizer states,
// the quantities of a derivation). They are plain English here, marked with ROOFLAB_TR_NOOP so
// that lupdate collects them (it reads the macro as QT_TRANSLATE_NOOP); the widgets translate
// them with QCoreApplication::translate(context, text) when they show them.
#define ROOFLAB_TR_NOOP(context, text) text
