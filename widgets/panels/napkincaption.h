#pragma once
// The caption of a napkin figure: on one line, or, where the panel says so (a narrow strip: a
// 1366-pixel screen beside the controls), wrapped between words, never inside one: wrapped, its
// minimum width is its longest word's (QFormLayout squeezed "Vorhergesagte MFU" to
// "Vorhergesa"), measured again when the text or the font changes (the theme sets the font
// after the first texts).
#include <QLabel>

namespace rooflab {

class NapkinCaption : public QLabel {
public:
    using QLabel::QLabel;
    void setCaption(const QString& text);
    void setWrapping(bool wrap);

protected:
    void changeEvent(QEvent* event) override;
    // QFormLayout sizes a row by its label's one-line height, not by the lines a wrapped label
    // needs at the width it gets ("Durée / d'un / pas" in a row two lines high): the caption
    // asks for that height itself, again at each width.
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitMinimumWidth();
};

} // namespace rooflab
