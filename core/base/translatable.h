#pragma once
// core/ has no Qt, yet some of its strings reach the screen (operation names, optimizer states,
// the quantities of a derivation, validation messages). They are plain English here, marked with
// ROOFLAB_TR_NOOP so that lupdate collects them (it reads the macro as QT_TRANSLATE_NOOP).
// Names are translated by the widgets when they show them (QCoreApplication::translate);
// messages core writes as sentences go through coreMessage(), which asks the translator the
// window installs and keeps English where none is (the command line, the tests).
#include <cstdio>
#include <initializer_list>
#include <string>
#include <type_traits>

#define ROOFLAB_TR_NOOP(context, text) text

namespace rooflab {

using CoreTranslator = std::string (*)(const char* context, const char* english);
// Installed by the window (LanguageManager); nullptr restores English.
void setCoreTranslator(CoreTranslator translator);

// A sentence of context "rooflab::Messages" in the interface language, with %1, %2, ... replaced
// by `args` in one pass (an argument's own "%1" stays as it is).
std::string coreMessage(const char* english, std::initializer_list<std::string> args = {});

// A number as coreMessage's argument: an integer as it is, a floating-point value with %g.
template <typename T> std::string messageArgument(T value) {
    if constexpr (std::is_floating_point_v<T>) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%g", double(value));
        return buffer;
    } else {
        return std::to_string(value);
    }
}

} // namespace rooflab
