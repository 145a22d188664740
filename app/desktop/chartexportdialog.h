#pragma once
// File > Export Chart: which chart, output size in pixels, scale (device-pixel ratio) and file;
// the format follows the suffix (png, pdf, svg).
#include "chartarea.h"

#include <QDialog>
#include <QSize>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace rooflab {

class ChartExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartExportDialog(QWidget* parent = nullptr);

    void setChart(ChartKind kind);
    ChartKind chart() const;
    QSize outputSize() const;
    double scale() const;
    QString path() const;
    // The file offered: the folder last exported to, say (the default is in the home folder).
    void setPath(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void browse();
    void validate();

    QLabel* m_chartLabel = nullptr;
    QComboBox* m_chart = nullptr;
    QLabel* m_sizeLabel = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QLabel* m_scaleLabel = nullptr;
    QDoubleSpinBox* m_scale = nullptr;
    QLabel* m_pathLabel = nullptr;
    QLineEdit* m_path = nullptr;
    QPushButton* m_browse = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace rooflab
