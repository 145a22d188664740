#pragma once
// Combo boxes whose items carry data and get their (translated) texts later: items go in with
// their data only, and texts are set by data so that order, selection and data stay as they are.
#include <QComboBox>
#include <QVariant>

namespace rooflab {

// A combo item: the data it carries and its English text, translated each time it is shown.
struct ComboItem {
    int data;
    const char* text;
};

inline void selectData(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

inline void setItemText(QComboBox* combo, const QVariant& data, const QString& text) {
    combo->setItemText(combo->findData(data), text);
}

template <typename Items> void addItems(QComboBox* combo, const Items& items) {
    for (const ComboItem& item : items)
        combo->addItem(QString(), item.data);
}

} // namespace rooflab
