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

private:
    void fitMinimumWidth();
};

} // namespace rooflab
